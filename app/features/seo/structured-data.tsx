/**
 * A page's schema.org data, written by the server alone. Call sites pass
 * `import.meta.env.SSR ? value : null`: the browser's JavaScript and the loader's data need not
 * carry it, and hydration leaves the server's text in place. A page reached by a navigation in the
 * browser gets an empty one (search engines load each page); give it a key per page so it is not
 * the previous page's.
 */
export function StructuredData({ value }: { value: unknown }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR && value !== null ? jsonLdScriptText(value) : "",
      }}
    />
  );
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` (and the two JavaScript line
 * separators) become \u escapes, so no product text can close the script or open another tag.
 */
export function jsonLdScriptText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
