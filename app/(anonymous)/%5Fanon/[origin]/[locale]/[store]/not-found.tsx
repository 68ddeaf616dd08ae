export { default } from '@/app/(site)/[store]/not-found';
