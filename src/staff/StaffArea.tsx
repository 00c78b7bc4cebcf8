import { Suspense, useEffect } from 'react';
import { App, ConfigProvider, Spin } from 'antd';
import { Outlet } from 'react-router-dom';
import { RouteDocumentTitle } from '../app/documentTitle';
import './staff.css';

/** Keeps search engines out of the staff area while it is open (robots.txt says so too). */
function NoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return null;
}

/** Help texts under the fields dark enough to read (antd's 0.45 alpha fails WCAG AA contrast on white). */
const staffTheme = { token: { colorTextDescription: 'rgba(0, 0, 0, 0.65)' } };

/** The staff area's frame (its own chunk, under /staff): none of the public chrome. */
export default function StaffArea() {
  return (
    <ConfigProvider theme={staffTheme}>
    <App component={false}>
      <NoIndex />
      <RouteDocumentTitle />
      <div className="vz-staff">
        <Suspense fallback={<Spin fullscreen aria-label="Cargando..." />}>
          <Outlet />
        </Suspense>
      </div>
    </App>
    </ConfigProvider>
  );
}
