import { selectBanners, selectBannersBusy, selectBannersLoadFailed, selectBannersLoading, selectBannersRefusal } from '../../../machines/staff/programacion/banners/banners.selectors';
import { providedStaffBannersMachine } from '../../app/staffActors';
import { StaffBannersContext } from '../contexts';
import { BannersPageView } from './BannersPageView';

/** The banners' list and form, from their machine (machines/staff/programacion/banners). */
export function StaffBanners() {
  const { send } = StaffBannersContext.useActorRef();
  return (
    <BannersPageView
      loading={StaffBannersContext.useSelector(selectBannersLoading)}
      loadFailed={StaffBannersContext.useSelector(selectBannersLoadFailed)}
      banners={StaffBannersContext.useSelector(selectBanners)}
      busy={StaffBannersContext.useSelector(selectBannersBusy)}
      refusal={StaffBannersContext.useSelector(selectBannersRefusal)}
      onCreate={(body) => send({ type: 'banner.create', body })}
      onUpdate={(id, body) => send({ type: 'banner.update', id, body })}
      onDelete={(id) => send({ type: 'banner.delete', id })}
      onReorder={(ids) => send({ type: 'banners.reorder', ids })}
      onRetry={() => send({ type: 'banners.retry' })}
    />
  );
}

export default function BannersPage() {
  return (
    <StaffBannersContext.Provider logic={providedStaffBannersMachine}>
      <StaffBanners />
    </StaffBannersContext.Provider>
  );
}
