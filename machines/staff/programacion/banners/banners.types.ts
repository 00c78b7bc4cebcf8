import type { StaffBanner, StaffBannerInput } from '../../../../openapi/index.ts';
import type { StaffRefusal } from '../../refusal.ts';

export type StaffBannersTag = 'loading' | 'list' | 'busy' | 'refused' | 'failed';

export interface StaffBannersContext {
  banners: StaffBanner[];
  refusal: StaffRefusal | null;
}

export type StaffBannersEvent =
  | { type: 'banner.create'; body: StaffBannerInput }
  | { type: 'banner.update'; id: number; body: StaffBannerInput }
  | { type: 'banner.delete'; id: number }
  | { type: 'banners.reorder'; ids: number[] }
  | { type: 'banners.retry' };

export interface StaffBannersSchema {
  context: StaffBannersContext;
  events: StaffBannersEvent;
  tags: StaffBannersTag;
}
