-- Written by hand (issue 32, the portal): a proof of an obligation's due date sent from the portal
-- alerts the obligation's responsible person, or the company's admins when it has none, as a
-- condition's proof does (migration 0019's app_alertar_comprovacao_portal): item 'comprovacao',
-- lead time 0, in the bell and in their next digest. The alert's pai_id is the obligation, where
-- its link opens (shared/rules/alertas.ts alertaLink). In the database so that it is written with
-- the proof or not at all, and so that the portal's role needs no grant on the alerts nor on the
-- company's people.
CREATE FUNCTION app_alertar_obrigacao_comprovacao_portal() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  o record;
  alerta uuid;
BEGIN
  SELECT ob.id, ob.responsavel_id, ob.titulo, i.data_vencimento, cl.nome AS cliente
    INTO o
    FROM obrigacao_instancias i
    JOIN obrigacoes ob ON ob.id = i.obrigacao_id
    JOIN clientes cl ON cl.id = ob.cliente_id
   WHERE i.id = NEW.instancia_id;
  INSERT INTO alertas (company_id, item_tipo, item_id, pai_id, prazo, marco, dia, titulo, contexto)
  VALUES (NEW.company_id, 'comprovacao', NEW.id, o.id, o.data_vencimento, 0,
          (now() AT TIME ZONE 'America/Sao_Paulo')::date, left(o.titulo, 500), o.cliente)
  RETURNING id INTO alerta;
  INSERT INTO alerta_destinatarios (alerta_id, company_id, user_id, email_pendente)
  SELECT alerta, NEW.company_id, p.id, p.alertas_email
    FROM profiles p
   WHERE p.company_id = NEW.company_id AND p.ativo AND p.cliente_id IS NULL
     AND (p.id = o.responsavel_id
          OR (o.responsavel_id IS NULL AND EXISTS (
                SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER obrigacao_comprovacoes_alertar_portal AFTER INSERT ON "obrigacao_comprovacoes"
  FOR EACH ROW WHEN (NEW.origem = 'portal') EXECUTE FUNCTION app_alertar_obrigacao_comprovacao_portal();
