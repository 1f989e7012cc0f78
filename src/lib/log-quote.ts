/**
 * A content value as a log line may show it: JSON-quoted, so line breaks and control
 * characters cannot forge log lines, and cut to 80 characters.
 */
export function quoteForLog(value: unknown): string {
  const text = String(value);
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
