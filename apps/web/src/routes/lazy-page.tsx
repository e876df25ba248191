import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

/** Spec section 9: a page chunk that has not loaded after 120 s is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function PageSpinner() {
  return (
    <div className="full-page-center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </div>
  );
}

/** A page loaded on first use (its own chunk), shown with a spinner meanwhile. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
