import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { startFirstCalls } from "./app/first-calls";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import "./index.css";

startFirstCalls(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
