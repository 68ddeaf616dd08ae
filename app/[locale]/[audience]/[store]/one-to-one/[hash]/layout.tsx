import { LiveErrorStrings } from '@/components/live/LiveErrorStrings';
import { BUILD_SAMPLE_ID } from '@/lib/cache/build-samples';

/** Each link's entrance is cached on its own (lib/cache/build-samples: `0` is no hash, so no call). */
export function generateStaticParams() {
  return [{ hash: BUILD_SAMPLE_ID }];
}

/** The entrance's segment: carries the strings its error boundary shows. */
export default function OneToOneLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LiveErrorStrings />
    </>
  );
}
