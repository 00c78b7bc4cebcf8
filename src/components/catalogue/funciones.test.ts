import { describe, expect, it } from 'vitest';
import type { Showtime } from '../../../openapi';
import { groupShowtimes, splitDateString } from './funciones';

const at = (id: number, format: string, version: string, room: number, hour: string): Showtime => ({
  id,
  function_date: '2026-11-21',
  function_hour: hour,
  date_string: 'sáb, 21',
  hour_string: hour,
  room_name: `Sala ${room}`,
  room,
  seats: 100,
  movie_format: format,
  movie_version: version,
});

describe('groupShowtimes', () => {
  it('groups by format, version and room in order of appearance', () => {
    const groups = groupShowtimes([at(1, '2D', 'Doblada', 1, '14:00'), at(2, '3D', 'Doblada', 1, '15:00'), at(3, '2D', 'Doblada', 1, '18:00'), at(4, '2D', 'Doblada', 2, '19:00'), at(5, '2D', 'Subtitulada', 1, '21:00')]);
    expect(groups.map((g) => [g.format, g.version, g.roomName, g.showtimes.map((s) => s.id)])).toEqual([
      ['2D', 'Doblada', 'Sala 1', [1, 3]],
      ['3D', 'Doblada', 'Sala 1', [2]],
      ['2D', 'Doblada', 'Sala 2', [4]],
      ['2D', 'Subtitulada', 'Sala 1', [5]],
    ]);
  });

  it('gives no groups for no showtimes', () => {
    expect(groupShowtimes(undefined)).toEqual([]);
    expect(groupShowtimes([])).toEqual([]);
  });
});

describe('splitDateString', () => {
  it('splits the day label and number', () => {
    expect(splitDateString('sáb, 21')).toEqual({ day: 'sáb', number: '21' });
    expect(splitDateString('hoy')).toEqual({ day: 'hoy', number: '' });
  });
});
