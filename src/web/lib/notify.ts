import { toast } from "sonner";

// Toast titles and texts come from the spec's catalogue; errors are titled 'Erro' unless the
// spec names another title, and shown in the destructive style.
export const notify = {
  success: (description: string, title = "Sucesso") => toast.success(title, { description }),
  error: (description: string, title = "Erro") => toast.error(title, { description }),
  warning: (description: string, title = "Aviso") => toast.warning(title, { description }),
};
