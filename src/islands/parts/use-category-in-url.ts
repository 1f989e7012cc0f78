import { useEffect, useState } from "react";

/**
 * A category kept in the page's URL (`?category=...`). The server renders the default;
 * after hydration the URL's category applies, choosing one adds a history entry, and
 * Back and Forward bring the earlier choice back.
 */
export function useCategoryInUrl<C extends string>(
  fallback: C,
  read: (search: string) => C,
  write: (category: C) => string,
): readonly [C, (category: C) => void] {
  const [category, setCategory] = useState<C>(fallback);

  useEffect(() => {
    const fromUrl = () => setCategory(read(window.location.search));
    fromUrl();
    window.addEventListener("popstate", fromUrl);
    return () => window.removeEventListener("popstate", fromUrl);
  }, [read]);

  const choose = (next: C) => {
    if (next === category) return;
    setCategory(next);
    window.history.pushState(null, "", `${window.location.pathname}${write(next)}`);
  };

  return [category, choose] as const;
}
