/**
 * The dashboard's "now": the charts end with the bucket that contains it. A seam of its own so
 * tests can pin the period (vi.spyOn(dashboardClock, 'now')) without faking the time of the whole
 * app (tokens, sessions).
 */
export const dashboardClock = {
  now(): Date {
    return new Date();
  },
};
