// The site's settings on the programming desk: read typed, changed one or several at once (all or
// none), each value checked against its range with a Spanish 400 naming the setting, one audit line
// per setting, and the public settings read shows the change at once.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SettingList, StaffSettings } from '../../../../openapi/index.ts';
import { schema } from '../../../../server/db/open.ts';
import { useApp } from '../../../helpers/build.ts';
import { signedInStaff, staffApi } from '../../../helpers/staff.ts';

const { app, get } = useApp();
const { settings, staffAudit } = schema;

const publicSettings = async () => Object.fromEntries((await get<SettingList>('/settings')).body.data.map((s) => [s.key, s]));
const rows = () => app().db.select().from(settings).orderBy(settings.key);
const ajustesLines = (personId: number) => app().db.select().from(staffAudit).where(and(eq(staffAudit.personId, personId), like(staffAudit.action, 'programacion.%'))).orderBy(staffAudit.id);

describe('reading the settings', () => {
  it('gives every setting of spec §3 typed, and the cleaning minutes', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const res = await staffApi(app(), ana, 'GET', '/staff/programacion/ajustes');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ticket_servicio: 2500,
      confiteria_servicio: 1000,
      maximo_entradas: 10,
      membresia_valor: 60000,
      membresia_servicio: 3000,
      limpieza_minutos: 20,
      ingreso_antes_minutos: 45,
      ingreso_despues_minutos: 30,
      popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: '/club-vizionarios', destino: '_self' },
    } satisfies StaffSettings);
  });
});

describe('changing settings', () => {
  it('changes several at once, the public read shows them at once, and each gets its audit line with before and after', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    expect((await publicSettings()).maximo_entradas.value).toBe('10');
    const res = await staffApi(app(), ana, 'PATCH', '/staff/programacion/ajustes', {
      maximo_entradas: 8,
      ticket_servicio: 3000,
      popup: { imagen: '/media/banners/combos.svg', enlace: 'https://viziona.com.co/club', destino: '_blank' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ maximo_entradas: 8, ticket_servicio: 3000, confiteria_servicio: 1000, popup: { imagen: '/media/banners/combos.svg', enlace: 'https://viziona.com.co/club', destino: '_blank' } });

    // The public read's cache drops on the change's announcement (on PostgreSQL, LISTEN/NOTIFY): within 1 s.
    await expect.poll(async () => (await publicSettings()).maximo_entradas.value, { timeout: 1000 }).toBe('8');
    const shown = await publicSettings();
    expect(shown.ticket_servicio.value).toBe('3000');
    expect(shown.popup).toEqual({ key: 'popup', value: '/media/banners/combos.svg', complement: 'https://viziona.com.co/club', extra: '_blank' });

    const lines = await ajustesLines(ana.id);
    expect(lines.map((l) => [l.action, l.target, l.role, l.before, l.after])).toEqual([
      ['programacion.ajuste.cambiar', 'ajuste:maximo_entradas', 'programacion', { maximo_entradas: 10 }, { maximo_entradas: 8 }],
      ['programacion.ajuste.cambiar', 'ajuste:ticket_servicio', 'programacion', { ticket_servicio: 2500 }, { ticket_servicio: 3000 }],
      [
        'programacion.ajuste.cambiar',
        'ajuste:popup',
        'programacion',
        { popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: '/club-vizionarios', destino: '_self' } },
        { popup: { imagen: '/media/banners/combos.svg', enlace: 'https://viziona.com.co/club', destino: '_blank' } },
      ],
    ]);
  });

  it('turns the popup off with no image: the public popup has no image, so the home shows none', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    const res = await staffApi(app(), ana, 'PATCH', '/staff/programacion/ajustes', { popup: { imagen: null, enlace: null, destino: '_self' } });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await publicSettings()).popup, { timeout: 1000 }).toEqual({ key: 'popup', value: '', complement: null, extra: '_self' });
    const back = await staffApi(app(), ana, 'PATCH', '/staff/programacion/ajustes', { popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: '/club-vizionarios', destino: '_self' } });
    expect(back.json().popup.imagen).toBe('/media/popup/club-vizionarios.svg');
  });

  it('the cleaning minutes stay off the public list', async () => {
    const ana = await signedInStaff(app(), ['programacion']);
    expect((await staffApi(app(), ana, 'PATCH', '/staff/programacion/ajustes', { limpieza_minutos: 25 })).json().limpieza_minutos).toBe(25);
    expect(Object.keys(await publicSettings())).not.toContain('limpieza_minutos');
    await staffApi(app(), ana, 'PATCH', '/staff/programacion/ajustes', { limpieza_minutos: 20 });
  });
});

describe('refused changes name the setting and change nothing', () => {
  const refusals: [string, unknown, string, string][] = [
    ['an unknown setting', { maximo_entradas: 6, descuento: 5 }, 'descuento', 'El campo descuento no está permitido.'],
    ['maximo_entradas of 0', { maximo_entradas: 0 }, 'maximo_entradas', 'El campo maximo_entradas debe ser mayor o igual a 1.'],
    ['maximo_entradas of 51', { maximo_entradas: 51 }, 'maximo_entradas', 'El campo maximo_entradas debe ser menor o igual a 50.'],
    ['a fractional maximo_entradas', { maximo_entradas: 6.5 }, 'maximo_entradas', 'El campo maximo_entradas debe ser un número entero.'],
    ['maximo_entradas as a word', { maximo_entradas: 'seis' }, 'maximo_entradas', 'El campo maximo_entradas debe ser un número entero.'],
    ['a negative fee', { ticket_servicio: -1 }, 'ticket_servicio', 'El campo ticket_servicio debe ser mayor o igual a 0.'],
    ['a membership over its range', { membresia_valor: 5000001 }, 'membresia_valor', 'El campo membresia_valor debe ser menor o igual a 5000000.'],
    ['cleaning minutes over 240', { limpieza_minutos: 241 }, 'limpieza_minutos', 'El campo limpieza_minutos debe ser menor o igual a 240.'],
    ['a popup link to javascript:', { popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: 'javascript:alert(1)', destino: '_self' } }, 'popup.enlace', 'El campo popup.enlace no tiene un formato válido.'],
    ['a popup link to plain http', { popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: 'http://mal.example', destino: '_self' } }, 'popup.enlace', 'El campo popup.enlace no tiene un formato válido.'],
    ['a popup link to another host without scheme', { popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: '//mal.example/x', destino: '_self' } }, 'popup.enlace', 'El campo popup.enlace no tiene un formato válido.'],
    ['a popup target of _top', { popup: { imagen: '/media/popup/club-vizionarios.svg', enlace: null, destino: '_top' } }, 'popup.destino', 'El campo popup.destino debe ser uno de: _self, _blank.'],
    ['a popup image outside /media', { popup: { imagen: 'https://mal.example/x.png', enlace: null, destino: '_self' } }, 'popup.imagen', 'El campo popup.imagen no tiene un formato válido.'],
    ['a popup image climbing out of /media', { popup: { imagen: '/media/../secreto.png', enlace: null, destino: '_self' } }, 'popup.imagen', 'El campo popup.imagen no tiene un formato válido.'],
    ['a popup image never uploaded', { popup: { imagen: '/media/popup/no-existe.png', enlace: null, destino: '_self' } }, 'popup.imagen', 'La imagen /media/popup/no-existe.png no está entre las imágenes subidas: súbela primero.'],
    ['no setting at all', {}, 'ajustes', 'Indica al menos un ajuste que cambiar.'],
  ];

  it.each(refusals)('%s: 400', async (_what, body, field, message) => {
    const ana = await signedInStaff(app(), ['programacion']);
    const before = await rows();
    const res = await staffApi(app(), ana, 'PATCH', '/staff/programacion/ajustes', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    if (message) expect(res.json().errors[field]).toBe(message);
    expect(await rows()).toEqual(before);
    expect(await ajustesLines(ana.id)).toEqual([]);
  });
});
