import { useEffect } from 'react';
import { App } from 'antd';

export interface Toast {
  id: number;
  text: string;
}

/** Shows each toast once through antd's App context (theme and locale apply), then reports it shown. */
export function ToastHost(props: { toasts: Toast[]; onShown: (id: number) => void }) {
  return (
    <App component={false}>
      <Toasts {...props} />
    </App>
  );
}

function Toasts({ toasts, onShown }: { toasts: Toast[]; onShown: (id: number) => void }) {
  const { message } = App.useApp();
  useEffect(() => {
    for (const toast of toasts) {
      void message.success(toast.text);
      onShown(toast.id);
    }
  }, [toasts, message, onShown]);
  return null;
}
