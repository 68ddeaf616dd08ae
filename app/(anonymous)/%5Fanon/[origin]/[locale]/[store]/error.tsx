'use client';

export { default } from '@/app/(site)/[store]/error';
