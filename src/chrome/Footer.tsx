import { useApi } from '../api/useApi';
import { currentYear } from '../lib/time';
import { FooterView } from './FooterView';
import { footerContentTypes } from './navigation';

const [firstType, secondType] = footerContentTypes;

/** Footer container: reads the two footer content groups (failures are only logged, spec §8). */
export function Footer() {
  const first = useApi('/content-types/{type}/contents', { path: { type: firstType } });
  const second = useApi('/content-types/{type}/contents', { path: { type: secondType } });
  return (
    <FooterView
      year={currentYear()}
      firstGroup={first.data}
      secondGroup={second.data}
      loading={first.isLoading || second.isLoading}
    />
  );
}
