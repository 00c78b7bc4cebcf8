import type { SnapshotFrom } from 'xstate';
import type { staffBannersMachine } from './banners.machine.ts';

type BannersSnapshot = SnapshotFrom<typeof staffBannersMachine>;

export const selectBannersLoading = (s: BannersSnapshot) => s.hasTag('loading');
/** The banners in their order, while the list shows. */
export const selectBanners = (s: BannersSnapshot) => (s.hasTag('list') ? s.context.banners : []);
/** A write is out: the buttons wait. */
export const selectBannersBusy = (s: BannersSnapshot) => s.hasTag('busy');
export const selectBannersRefusal = (s: BannersSnapshot) => (s.hasTag('refused') ? (s.context.refusal?.message ?? null) : null);
export const selectBannersLoadFailed = (s: BannersSnapshot) => s.hasTag('failed');
