import { useCallback, useEffect, useState } from 'react';
import type { StaffPelicula } from '../../../openapi';
import {
  selectDrawerOpen,
  selectEditedPelicula,
  selectImages,
  selectPeliculaFieldErrors,
  selectPeliculaRefusal,
  selectSavedPelicula,
  selectSaving,
  selectUploading,
} from '../../../machines/staff/programacion/pelicula/pelicula.selectors';
import { providedStaffPeliculaMachine } from '../../app/staffActors';
import { useApi } from '../../api/useApi';
import { StaffPeliculaContext } from '../contexts';
import { PeliculasPageView } from './PeliculasPageView';

export interface StaffPeliculasProps {
  peliculas: StaffPelicula[] | undefined;
  loading: boolean;
  listError: string | null;
  /** A film was saved: read the list again. */
  onSaved?(): void;
}

/** The films' table and drawer, subscribed to the drawer's machine (machines/staff/programacion/pelicula). */
export function StaffPeliculas({ peliculas, loading, listError, onSaved }: StaffPeliculasProps) {
  const { send } = StaffPeliculaContext.useActorRef();
  const [search, setSearch] = useState('');
  const drawerOpen = StaffPeliculaContext.useSelector(selectDrawerOpen);
  const editing = StaffPeliculaContext.useSelector(selectEditedPelicula);
  const images = StaffPeliculaContext.useSelector(selectImages);
  const uploading = StaffPeliculaContext.useSelector(selectUploading);
  const saving = StaffPeliculaContext.useSelector(selectSaving);
  const refusal = StaffPeliculaContext.useSelector(selectPeliculaRefusal);
  const fieldErrors = StaffPeliculaContext.useSelector(selectPeliculaFieldErrors);
  const saved = StaffPeliculaContext.useSelector(selectSavedPelicula);
  useEffect(() => {
    if (saved) onSaved?.();
  }, [saved, onSaved]);
  return (
    <PeliculasPageView
      peliculas={peliculas}
      loading={loading}
      listError={listError}
      search={search}
      onSearch={setSearch}
      drawerOpen={drawerOpen}
      editing={editing}
      images={images}
      uploading={uploading}
      saving={saving}
      refusal={refusal}
      fieldErrors={fieldErrors}
      saved={saved}
      onNew={() => send({ type: 'pelicula.new' })}
      onEdit={(pelicula) => send({ type: 'pelicula.edit', pelicula })}
      onClose={() => send({ type: 'drawer.close' })}
      onUpload={(field, file) => send({ type: 'image.upload', field, file })}
      onRemove={(field) => send({ type: 'image.remove', field })}
      onSave={(values) => send({ type: 'pelicula.save', values })}
    />
  );
}

/** /staff/programacion/peliculas: the list read with swr, the drawer's writes through the machine. */
export default function PeliculasPage() {
  const { data, error, isLoading, mutate } = useApi('/staff/programacion/peliculas');
  const refresh = useCallback(() => void mutate(), [mutate]);
  return (
    <StaffPeliculaContext.Provider logic={providedStaffPeliculaMachine}>
      <StaffPeliculas peliculas={data?.data} loading={isLoading} listError={error?.message ?? null} onSaved={refresh} />
    </StaffPeliculaContext.Provider>
  );
}
