import { Route, Routes } from 'react-router-dom';
import { Dashboard } from './dashboard/dashboard';
import { AppLayout } from './layout/app-layout';
import { HELP_PATH, SETTINGS_PATH } from './navigation/menu';
import { TOOL_ROUTES } from './navigation/routes';
import { HelpPage } from './pages/help-page';
import { NotFoundPage } from './pages/not-found-page';
import { SettingsPage } from './pages/settings-page';
import { ToolRoute } from './tools/tool-route';

export function App() {
  return (
    <AppLayout>
      <Routes>
        <Route path="/" element={<Dashboard />} />
        <Route path="/Dashboard" element={<Dashboard />} />
        {TOOL_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<ToolRoute tool={route.tool} title={route.title} />} />
        ))}
        <Route path={SETTINGS_PATH} element={<SettingsPage />} />
        <Route path={HELP_PATH} element={<HelpPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppLayout>
  );
}
