export { default } from '@/app/(site)/not-found';
