type Params = Readonly<Record<string, string | undefined>>;

/**
 * The props `getStaticPaths` gives the path a request names, or undefined for none. A static
 * build hands them to the page itself; the preview server, which renders on request, ignores
 * getStaticPaths, so its pages ask here: one list of paths for both.
 */
export function staticPathProps<Props>(
  paths: readonly { readonly params: Params; readonly props: Props }[],
  params: Params,
): Props | undefined {
  return paths.find(
    (path) =>
      Object.entries(path.params).every(([name, value]) => params[name] === value) &&
      Object.entries(params).every(([name, value]) => path.params[name] === value),
  )?.props;
}
