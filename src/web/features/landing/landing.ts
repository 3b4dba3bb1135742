// The landing page's only script (decision 030): its HTML is prerendered at build time from
// landing-page.tsx, so this brings behaviour, not React.
import "./landing.css";
import { showConfirmationError } from "./confirmation";
import { startFadeIns } from "./fade-ins";
import { startMenu } from "./menu";

startMenu();
startFadeIns();
showConfirmationError();
