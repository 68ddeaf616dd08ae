export { StoreNotFound as default } from '@/components/shell/StoreNotFound';
