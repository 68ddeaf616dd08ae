export { LiveNotFound as default } from '@/components/live/LiveNotFound';
