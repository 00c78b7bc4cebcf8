import type { SnapshotFrom } from 'xstate';
import type { staffPeliculaMachine } from './pelicula.machine.ts';

type PeliculaSnapshot = SnapshotFrom<typeof staffPeliculaMachine>;

/** The drawer is open while a film is being edited, uploaded or saved. */
export const selectDrawerOpen = (s: PeliculaSnapshot) => !s.hasTag('closed');
/** The film being edited; null for a new one. */
export const selectEditedPelicula = (s: PeliculaSnapshot) => s.context.pelicula;
/** The poster's and backdrop's URLs the form holds. */
export const selectImages = (s: PeliculaSnapshot) => s.context.images;
/** Which image is going up now, or null. */
export const selectUploading = (s: PeliculaSnapshot) => (s.hasTag('uploading') ? s.context.uploading : null);
/** 'Guardar' spins while the server saves. */
export const selectSaving = (s: PeliculaSnapshot) => s.hasTag('busy');
/** The server's (or the form's) message about the last upload or save, if refused. */
export const selectPeliculaRefusal = (s: PeliculaSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
/** Field-by-field messages of the last refusal. */
export const selectPeliculaFieldErrors = (s: PeliculaSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.errors ?? {}) : {});
/** The film just saved (the notice over the list), or null. */
export const selectSavedPelicula = (s: PeliculaSnapshot) => (s.hasTag('saved') ? s.context.saved : null);
