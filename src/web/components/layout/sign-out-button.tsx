import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { useSignOut } from "@/web/lib/auth";
import { notify } from "@/web/lib/notify";

export function SignOutButton(props: Pick<ButtonProps, "size" | "variant" | "className">) {
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
    <Button {...props} onClick={onClick} disabled={signOut.isPending}>
      <LogOut aria-hidden />
      Sair
    </Button>
  );
}
