import { type ComponentType, lazy, type ReactElement } from 'react';

/** A page whose code loads on first visit, from a module exporting it by name. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}
