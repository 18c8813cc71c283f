import { useEffect } from 'react';

/** Every page sets its own document title: "Page · Fairlead". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Fairlead` : 'Fairlead: direct, commission-free vessel chartering';
  }, [title]);
}
