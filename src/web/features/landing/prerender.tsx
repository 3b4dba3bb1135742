import { renderToStaticMarkup } from "react-dom/server";
import { LandingPage } from "./landing-page";

/** The landing page as HTML, for the build (vite.config.ts, `prerenderLanding`): no React is sent. */
export const renderLandingPage = () => renderToStaticMarkup(<LandingPage />);
