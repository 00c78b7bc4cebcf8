import { useApi } from '../api/useApi';
import { bogotaYear } from '../lib/year';
import { FooterView } from './FooterView';
import { footerContentTypes } from './navigation';

const [firstType, secondType] = footerContentTypes;

/** Footer container: reads the two footer content groups (failures are only logged, spec §8). */
export function Footer() {
  const first = useApi('/content-types/{type}/contents', { path: { type: firstType } });
  const second = useApi('/content-types/{type}/contents', { path: { type: secondType } });
  return (
    <FooterView
      year={bogotaYear()}
      firstGroup={first.data}
      secondGroup={second.data}
      loading={first.isLoading || second.isLoading}
    />
  );
}
