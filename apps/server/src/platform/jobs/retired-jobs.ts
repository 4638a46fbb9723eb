// Jobs the code no longer has, whose schedules are removed when an instance starts. A schedule is never removed
// merely because an instance does not know its job: during a rolling deploy (or a rollback, or an old instance
// restarting beside new ones) an older version would otherwise undo the schedules a newer one just wrote. So a
// release that drops a scheduled job names it here, and keeps the name for a release or two.
export const RETIRED_JOBS: readonly string[] = [];
