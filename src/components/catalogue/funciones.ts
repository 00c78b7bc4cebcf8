import type { Showtime } from '../../../openapi';

/** Showtimes of one format, version and room (spec §3: grouped by format, version and room). */
export interface ShowtimeGroup {
  key: string;
  format: string;
  version: string;
  roomName: string;
  showtimes: Showtime[];
}

/** Groups showtimes by format, version and room, keeping the order in which each group first appears. */
export function groupShowtimes(showtimes: readonly Showtime[] | undefined): ShowtimeGroup[] {
  const groups = new Map<string, ShowtimeGroup>();
  for (const showtime of showtimes ?? []) {
    const key = `${showtime.movie_format}|${showtime.movie_version}|${showtime.room}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, format: showtime.movie_format, version: showtime.movie_version, roomName: showtime.room_name, showtimes: [] };
      groups.set(key, group);
    }
    group.showtimes.push(showtime);
  }
  return [...groups.values()];
}

/** 'sáb, 21' → { day: 'sáb', number: '21' } (spec §3: day label and number separated by ', '). */
export function splitDateString(dateString: string): { day: string; number: string } {
  const [day, number = ''] = dateString.split(', ');
  return { day, number };
}
