const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL's part can be a record's id (the API's ids are UUIDs). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
