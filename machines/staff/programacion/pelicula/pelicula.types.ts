import type { StaffImage, StaffPelicula, StaffPeliculaInput } from '../../../../openapi/index.ts';
import type { StaffRefusal } from '../../refusal.ts';

export type StaffPeliculaTag = 'closed' | 'saved' | 'form' | 'uploading' | 'busy' | 'refused';

/** The two images of a film, each uploaded on its own (uploadStaffImage) before the film is saved. */
export type PeliculaImageField = 'poster' | 'backdrop';

/** What the form holds besides the images. */
export type PeliculaFormValues = Omit<StaffPeliculaInput, 'poster' | 'backdrop'>;

/** A refusal of the server, with its messages field by field. */
export interface PeliculaRefusal extends StaffRefusal {
  errors: Record<string, string>;
}

export interface StaffPeliculaContext {
  /** The film being edited; null while creating one. */
  pelicula: StaffPelicula | null;
  images: Record<PeliculaImageField, string | null>;
  /** Which image is going up now. */
  uploading: PeliculaImageField | null;
  /** What was last sent to be saved. */
  draft: StaffPeliculaInput | null;
  refusal: PeliculaRefusal | null;
  /** The film as the server saved it. */
  saved: StaffPelicula | null;
}

export type StaffPeliculaEvent =
  | { type: 'pelicula.new' }
  | { type: 'pelicula.edit'; pelicula: StaffPelicula }
  | { type: 'image.upload'; field: PeliculaImageField; file: Blob }
  | { type: 'image.remove'; field: PeliculaImageField }
  | { type: 'pelicula.save'; values: PeliculaFormValues }
  | { type: 'drawer.close' };

export interface StaffPeliculaSchema {
  context: StaffPeliculaContext;
  events: StaffPeliculaEvent;
  tags: StaffPeliculaTag;
}

export type UploadOutput = StaffImage;
