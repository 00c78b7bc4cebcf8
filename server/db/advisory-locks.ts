// Every PostgreSQL advisory lock Viziona takes, named once. PostgreSQL keeps two key spaces apart:
// one 64-bit key (pg_advisory_lock(key)) for a lock of the whole database, and two 32-bit keys
// (pg_advisory_xact_lock(class, id)) for one thing of a kind: the class says which kind, the id
// which one. SQL functions name a class as {{lock:<name>}} (server/db/functions.ts puts the number
// in when it applies them), so no number is written twice.

/** Locks of the whole database, held by one process at a time (64-bit keys). */
export const DATABASE_LOCKS = {
  /** Migrations and SQL functions being applied (server/db/postgres.ts). */
  migrations: 7_404_517_001,
  /** The demo data being loaded (server/db/seed). */
  seed: 7_404_517_002,
} as const;

/**
 * Classes of locks on one thing (the first of two 32-bit keys; the second is the thing's id),
 * always taken in this order by a transaction that takes several: a buyer before a función, a
 * room before a función.
 */
export const LOCK_CLASSES = {
  /**
   * A buyer reserving or paying (id: the user's): one reservation or ticket payment at a time per
   * user, on any process (a payment prices its order under it, so the club's daily allowance it
   * reads already counts the buyer's previous bill).
   */
  buyer: 7301,
  /** A función's seat map (id: the función's): its writers one at a time (viziona_lock_seat_map). */
  seatMap: 7302,
  /**
   * A room's programme (id: the room's): the staff's writes of its funciones one at a time, so two
   * requests cannot both find a time free and both take it (server/staff/programacion). Taken in
   * room id order.
   */
  room: 7303,
} as const;

export type LockClass = keyof typeof LOCK_CLASSES;
