/** The directory URL for a search; blank fields are left out (spec public-site §2). */
export function directorySearchPath(query: string, location: string): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (location) params.set('location', location);
  const search = params.toString();
  return search ? `/directory?${search}` : '/directory';
}
