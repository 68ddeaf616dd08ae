export { OneToOneNotFound as default } from '@/components/live/OneToOneNotFound';
