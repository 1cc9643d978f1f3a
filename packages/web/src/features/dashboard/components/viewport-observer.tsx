import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

type Listener = (near: boolean) => void;

interface ViewportWatcher {
  watch: (element: Element, listener: Listener) => () => void;
}

/**
 * One IntersectionObserver for every chart of the page (not one per chart): it reports when a
 * slot comes within a viewport's height of the screen, so charts mount and query just before
 * they are scrolled to. Without IntersectionObserver (old browsers, tests) everything is near.
 */
const createViewportWatcher = (rootMargin: string): ViewportWatcher => {
  if (typeof IntersectionObserver === 'undefined') {
    return {
      watch: (_element, listener) => {
        listener(true);
        return () => undefined;
      },
    };
  }
  // An element may have several listeners (the slot's first-seen and its in-view reports).
  const listeners = new Map<Element, Set<Listener>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        for (const listener of listeners.get(entry.target) ?? []) listener(entry.isIntersecting);
    },
    { rootMargin },
  );
  return {
    watch: (element, listener) => {
      const own = listeners.get(element) ?? new Set<Listener>();
      const first = own.size === 0;
      own.add(listener);
      listeners.set(element, own);
      if (first) observer.observe(element);
      else {
        // observe() reports once on its own; a later listener asks for a fresh report the same way.
        observer.unobserve(element);
        observer.observe(element);
      }
      return () => {
        own.delete(listener);
        if (own.size > 0) return;
        listeners.delete(element);
        observer.unobserve(element);
      };
    },
  };
};

const ViewportContext = createContext<ViewportWatcher | null>(null);

/** Every element counts as near at once: report mode mounts and queries every chart (no lazy loading). */
const eagerWatcher: ViewportWatcher = {
  watch: (_element, listener) => {
    listener(true);
    return () => undefined;
  },
};

export function ViewportProvider({
  children,
  rootMargin = '100% 0px',
  eager = false,
}: {
  children: ReactNode;
  rootMargin?: string;
  eager?: boolean;
}) {
  const watcher = useMemo(() => (eager ? eagerWatcher : createViewportWatcher(rootMargin)), [rootMargin, eager]);
  return <ViewportContext value={watcher}>{children}</ViewportContext>;
}

/** True once the element has come near the viewport (and from then on: a drawn chart stays drawn). */
export const useSeenNearViewport = (ref: RefObject<Element | null>, enabled: boolean): boolean => {
  const watcher = useContext(ViewportContext);
  const [seen, setSeen] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen || element === null) return undefined;
    if (watcher === null) {
      setSeen(true);
      return undefined;
    }
    return watcher.watch(element, (near) => {
      if (near && !done.current) {
        done.current = true;
        setSeen(true);
      }
    });
  }, [ref, enabled, seen, watcher]);
  return seen;
};

/**
 * Reports each change of the element's nearness to the viewport while `enabled` (the periodic
 * refresh skips charts away from the screen and refreshes them when they come back).
 */
export const useNearViewportChanges = (
  ref: RefObject<Element | null>,
  enabled: boolean,
  onChange: (near: boolean) => void,
): void => {
  const watcher = useContext(ViewportContext);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null || watcher === null) return undefined;
    return watcher.watch(element, (near) => latest.current(near));
  }, [ref, enabled, watcher]);
};
