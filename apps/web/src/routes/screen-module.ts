import type { ComponentType } from 'react';

/** A screen loaded on first use: its own chunk, or a named export of a chunk several screens share. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** The export names of a module that are components. */
type ComponentNames<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/**
 * The screens of one lazily loaded module by export name, e.g. `const page = screensIn(() => import('./pages.js'))`
 * then `page('NoticeListPage')`: the screens of one chunk.
 */
export function screensIn<M>(load: () => Promise<M>): (name: ComponentNames<M>) => ScreenModule {
  return (name) => () => load().then((module) => ({ default: module[name] as ComponentType }));
}
