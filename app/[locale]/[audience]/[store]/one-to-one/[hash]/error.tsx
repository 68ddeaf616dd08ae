'use client';

export { LiveRoomError as default } from '@/components/live/LiveRoomError';
