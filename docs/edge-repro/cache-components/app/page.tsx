import { Suspense } from 'react';
import { cookies } from 'next/headers';
import { cacheTag } from 'next/cache';

async function shared() {
  'use cache';
  cacheTag('shared');
  return new Date().toISOString();
}

async function Personal() {
  const visitor = (await cookies()).get('visitor')?.value ?? 'nobody';
  return <p>visitor: {visitor}</p>;
}

export default async function Page() {
  return (
    <main>
      <h1>cached at {await shared()}</h1>
      <Suspense fallback={<p>…</p>}>
        <Personal />
      </Suspense>
    </main>
  );
}
