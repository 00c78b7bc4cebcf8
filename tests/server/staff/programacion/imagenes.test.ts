// The staff's checked image upload (uploadStaffImage): a JPEG, PNG or WebP, recognised by its
// bytes, lands in `media` and is served by the public site at its URL, with an audit line; a file
// that is not an image, disguised, empty, over the limit, missing or sent twice, or a caller
// without the programacion role, gets a Spanish 4xx and nothing is stored.
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffImage } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { MAX_IMAGE_BYTES } from '../../../../server/staff/programacion/imagenes.ts';
import { useApp } from '../../../helpers/build.ts';
import { executable, jpg, pdf, png, webp } from '../../../helpers/files.ts';
import { uploadImage } from '../../../helpers/programacion.ts';
import { signedInStaff, staffApi, type SignedInStaff } from '../../../helpers/staff.ts';

const { app } = useApp();
let programmer: SignedInStaff;
beforeAll(async () => {
  programmer = await signedInStaff(app(), ['programacion']);
});

const stored = async () => ({
  media: (await app().db.select({ n: count() }).from(schema.media))[0].n,
  audit: (await app().db.select({ n: count() }).from(schema.staffAudit).where(eq(schema.staffAudit.action, 'programacion.imagen.subir')))[0].n,
});

/** A refusal: the status, a Spanish message on the file field, and nothing stored. */
async function refused(send: () => Promise<LightMyRequestResponse>, status: number, message: RegExp) {
  const before = await stored();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await stored()).toEqual(before);
  return res;
}

describe('uploading an image', () => {
  for (const [name, bytes, mime] of [
    ['poster.png', png(3_000), 'image/png'],
    ['Fondo Ancho.JPG', jpg(4_000), 'image/jpeg'],
    ['banner.jpeg', jpg(2_000), 'image/jpeg'],
    ['poster.webp', webp(2_500), 'image/webp'],
  ] as const) {
    it(`${name}: stored under a name of ours, served at its URL, audited`, async () => {
      // The browser's content type is not believed: only the bytes count.
      const res = await uploadImage(app(), programmer, [{ name, bytes, type: 'application/octet-stream' }]);
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json() as StaffImage;
      expect(image.url).toMatch(/^\/media\/staff\/[0-9a-f-]{36}\.(jpg|png|webp)$/);
      expect(image).toMatchObject({ mime, size: bytes.length });

      const served = await app().inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(bytes)).toBe(true);

      const [line] = await app().db.select().from(schema.staffAudit).where(eq(schema.staffAudit.target, `media:${image.id}`));
      expect(line).toMatchObject({ personId: programmer.id, role: 'programacion', action: 'programacion.imagen.subir' });
      expect(line.after).toMatchObject({ url: image.url, mime, size: bytes.length, original_name: name });
    });
  }
});

describe('refused, nothing stored', () => {
  it('an executable named like a PNG and sent as image/png', async () => {
    await refused(() => uploadImage(app(), programmer, [{ name: 'poster.png', bytes: executable(), type: 'image/png' }]), 400, /^El archivo poster\.png no es una imagen JPEG, PNG o WebP\.$/);
  });

  it('a PDF named like a JPEG', async () => {
    await refused(() => uploadImage(app(), programmer, [{ name: 'poster.jpg', bytes: pdf(), type: 'image/jpeg' }]), 400, /no es una imagen JPEG, PNG o WebP/);
  });

  it('a PNG named .jpg: its content does not match its extension', async () => {
    await refused(() => uploadImage(app(), programmer, [{ name: 'poster.jpg', bytes: png() }]), 400, /^El archivo poster\.jpg no es un JPG válido: su contenido no corresponde a su extensión\.$/);
  });

  it('a name without an image extension (an SVG, a text file, none)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await refused(() => uploadImage(app(), programmer, [{ name: 'poster.svg', bytes: svg, type: 'image/svg+xml' }]), 400, /no tiene la extensión de una imagen/);
    await refused(() => uploadImage(app(), programmer, [{ name: 'poster.png.txt', bytes: png() }]), 400, /no tiene la extensión de una imagen/);
    await refused(() => uploadImage(app(), programmer, [{ name: 'poster', bytes: png() }]), 400, /no tiene la extensión de una imagen/);
  });

  it('an empty file', async () => {
    await refused(() => uploadImage(app(), programmer, [{ name: 'vacio.png', bytes: Buffer.alloc(0) }]), 400, /^El archivo vacio\.png está vacío\.$/);
  });

  it('over the size limit (one byte more than 5 MB), and exactly at it accepted', async () => {
    await refused(() => uploadImage(app(), programmer, [{ name: 'grande.png', bytes: png(MAX_IMAGE_BYTES + 1) }]), 400, /^El archivo grande\.png supera el máximo de 5 MB por imagen\.$/);
    const res = await uploadImage(app(), programmer, [{ name: 'justo.png', bytes: png(MAX_IMAGE_BYTES) }]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('no file, or a file under another field', async () => {
    await refused(() => uploadImage(app(), programmer, []), 400, /^Elige una imagen/);
    await refused(() => uploadImage(app(), programmer, [{ name: 'poster.png', bytes: png(), field: 'imagen' }]), 400, /^Elige una imagen/);
  });

  it('two images in one request', async () => {
    await refused(
      () => uploadImage(app(), programmer, [{ name: 'a.png', bytes: png() }, { name: 'b.png', bytes: png() }]),
      400,
      /^Envía una sola imagen por vez\.$/,
    );
  });

  it('a JSON body: 415', async () => {
    await refused(() => staffApi(app(), programmer, 'POST', '/staff/programacion/imagenes', { file: 'poster.png' }), 415, /Tipo de contenido no soportado/);
  });

  it('a staff person without the programacion role: 403; no staff session: 401', async () => {
    const doorman = await signedInStaff(app(), ['porteria', 'servicio']);
    await refused(() => uploadImage(app(), doorman, [{ name: 'poster.png', bytes: png() }]), 403, /no tiene el rol para esta operación/);
    await refused(() => uploadImage(app(), null, [{ name: 'poster.png', bytes: png() }]), 401, /^Inicia sesión en el área del personal\.$/);
  });
});
