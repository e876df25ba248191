/** The `id` query parameter of an inline page (…?id=12), or null. */
export function idOfSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The add form's values a link carries (…equipmentFailureAdd?equipmentId=&title=&description=), e.g. from a record. */
export function failureAddValues(search: string): Record<string, unknown> | undefined {
  const params = new URLSearchParams(search);
  const equipmentId = Number(params.get('equipmentId'));
  if (!Number.isInteger(equipmentId) || equipmentId <= 0) return undefined;
  return {
    equipmentId,
    ...(params.get('title') ? { title: params.get('title') } : {}),
    ...(params.get('description') ? { description: params.get('description') } : {}),
  };
}

/** A file size as people read it: bytes below 1 KB, then KB and MB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
