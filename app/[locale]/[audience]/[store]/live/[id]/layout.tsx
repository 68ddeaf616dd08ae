import { LiveErrorStrings } from '@/components/live/LiveErrorStrings';
import { BUILD_SAMPLE_ID } from '@/lib/cache/build-samples';

/** Each post's room is cached on its own (lib/cache/build-samples). */
export function generateStaticParams() {
  return [{ id: BUILD_SAMPLE_ID }];
}

/** The room's segment: carries the strings its error boundary shows. */
export default function LiveRoomLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LiveErrorStrings />
    </>
  );
}
