/** Every API path, in one place. `{name}` marks a path parameter. */
export const API_PREFIX = '/interdentallab';

export const apiPaths = {
  health: `${API_PREFIX}/health`,
  docs: `${API_PREFIX}/docs`,
} as const;

/** Fills `{param}` placeholders of a path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
