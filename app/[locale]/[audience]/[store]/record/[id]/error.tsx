'use client';

export { default } from '../../live/[id]/error';
