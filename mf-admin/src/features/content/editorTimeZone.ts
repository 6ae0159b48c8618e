/** The member's own time zone, as their browser names it (Europe/Paris): the schedule's times are typed and shown in it. */
export function editorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
