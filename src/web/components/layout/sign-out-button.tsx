import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { useSignOut } from "@/web/lib/auth";
import { notify } from "@/web/lib/notify";

/** `labelClassName` hides the word 'Sair' on a phone while the button keeps it as its name. */
export function SignOutButton({
  labelClassName,
  ...props
}: Pick<ButtonProps, "size" | "variant" | "className"> & { labelClassName?: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const onClick = () =>
    signOut.mutate(undefined, {
      // Even if the server was unreachable, this browser forgets the session.
      onSettled: () => {
        notify.success("Você foi desconectado com sucesso.", "Logout realizado");
        navigate("/auth", { replace: true });
      },
    });
  return (
    <Button {...props} title="Sair" onClick={onClick} disabled={signOut.isPending}>
      <LogOut aria-hidden />
      <span className={labelClassName}>Sair</span>
    </Button>
  );
}
