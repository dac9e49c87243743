/** The page editor's browser entry: renders the app into #root. */
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import "./editor.css";

const root = document.getElementById("root");
if (!root) throw new Error("The editor page has no #root element.");
createRoot(root).render(<App />);
